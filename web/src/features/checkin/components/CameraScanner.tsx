import { Alert, Button, Stack } from '@mantine/core';
import { IconCamera, IconCameraOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface DetectedBarcode {
  rawValue: string;
}

interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}

type BarcodeDetectorConstructor = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

/** BarcodeDetector and a camera: both needed to scan; the typed field works everywhere. */
export function cameraScanSupported(win: Window = window): boolean {
  return 'BarcodeDetector' in win && Boolean(win.navigator.mediaDevices?.getUserMedia);
}

/**
 * Reads QR codes from the back camera with the browser's BarcodeDetector.
 * Each new code is reported once; the same code again only after another one
 * (a ticket held in front of the camera is not checked in over and over).
 */
export function CameraScanner({ onCode }: { onCode: (text: string) => void }) {
  const { t } = useTranslation();
  const [active, setActive] = useState(false);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let frame = 0;
    let last = '';
    const Detector = (window as unknown as { BarcodeDetector: BarcodeDetectorConstructor }).BarcodeDetector;
    const detector = new Detector({ formats: ['qr_code'] });

    const loop = async () => {
      if (stopped || !video.current) return;
      try {
        if (video.current.readyState >= 2) {
          const codes = await detector.detect(video.current);
          const value = codes[0]?.rawValue;
          if (value && value !== last) {
            last = value;
            onCodeRef.current(value);
          }
        }
      } catch {
        // A frame that cannot be read: try the next one.
      }
      if (!stopped) frame = requestAnimationFrame(() => void loop());
    };

    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then((media) => {
        if (stopped) {
          media.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = media;
        if (video.current) {
          video.current.srcObject = media;
          void video.current.play().catch(() => undefined);
        }
        void loop();
      })
      .catch(() => {
        setFailed(true);
        setActive(false);
      });

    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [active]);

  return (
    <Stack gap="xs">
      {failed && (
        <Alert color="yellow" role="alert">
          {t('portaria.cameraFailed')}
        </Alert>
      )}
      {active && (
        <video
          ref={video}
          muted
          playsInline
          aria-label={t('portaria.cameraView')}
          style={{ width: '100%', maxHeight: 360, objectFit: 'cover', borderRadius: 8, background: '#000' }}
        />
      )}
      <Button
        size="lg"
        variant={active ? 'default' : 'filled'}
        leftSection={active ? <IconCameraOff aria-hidden /> : <IconCamera aria-hidden />}
        onClick={() => {
          setFailed(false);
          setActive((value) => !value);
        }}
      >
        {active ? t('portaria.stopCamera') : t('portaria.startCamera')}
      </Button>
    </Stack>
  );
}
