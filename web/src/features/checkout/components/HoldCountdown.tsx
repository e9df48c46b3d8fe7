import { Alert, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** mm:ss of the time left (never negative). */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

interface HoldCountdownProps {
  expiresAt: string;
  onExpire: () => void;
}

/** The hold's time left, ticking each second; calls onExpire once when it runs out. */
export function HoldCountdown({ expiresAt, onExpire }: HoldCountdownProps) {
  const { t } = useTranslation();
  const deadline = Date.parse(expiresAt);
  const [now, setNow] = useState(() => Date.now());
  const remaining = deadline - now;
  const fired = useRef(false);
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (Number.isFinite(deadline) && remaining <= 0 && !fired.current) {
      fired.current = true;
      onExpireRef.current();
    }
  }, [deadline, remaining]);

  const time = formatRemaining(remaining);
  const low = remaining < 60_000;
  return (
    <Alert
      variant="light"
      color={low ? 'red' : 'blue'}
      icon={<IconClock size={18} aria-hidden />}
      data-testid="hold-countdown"
      p="xs"
    >
      <Text size="sm" component="span">
        {t('checkout.hold.label')}{' '}
      </Text>
      {/* Read out only on request: a live region ticking every second would drown everything else. */}
      <Text component="time" fw={700} aria-label={t('checkout.hold.timer', { time })} data-testid="hold-time">
        {time}
      </Text>
    </Alert>
  );
}
