package demo

import "io/fs"

// File is one of the demo stores' images by name ("catraca-logo.png"), as /media/demo/
// serves it, for documents drawn without a request (the ticket PDF).
func File(name string) ([]byte, bool) {
	data, err := fs.ReadFile(media, "media/"+name)
	return data, err == nil
}
