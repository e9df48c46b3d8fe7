package httpapi

import "github.com/catraca/catraca/internal/queue"

// queueRoutes are the waiting room's calls (docs/waiting-room.md).
func (a *API) queueRoutes() []route {
	return []route{
		{"getQueueStatus", "GET", "/api/queue/{event}", "Where the visitor stands in a queued sale's line, joining it on the first call; admitted, the answer sets the line's pass cookie", "queue",
			new(queueRequest), new(queue.Status), a.queueStatus, public, codes(422, 503)},
		{"followQueue", "GET", "/api/queue/{event}/stream", "The same status as Server-Sent Events (event: status), sent as it changes and ending once admitted, expired or not queued", "queue",
			new(queueRequest), new(queueStream), a.queueStream, public, codes(422, 503)},
		{"rejoinQueue", "POST", "/api/queue/{event}/rejoin", "After an unused pass expired: a new place at the end of the line", "queue",
			new(queueRequest), new(queue.Status), a.queueRejoin, public, codes(422, 503)},
	}
}

type queueStream struct {
	Body string `contentType:"text/event-stream"`
}
