import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './Snackbar.module.css';
import { SNACKBAR_TIMEOUT_MS, SnackbarContext, type SnackbarColor, type SnackbarContent } from './snackbar-context';

interface Shown {
  message: string | null;
  color: SnackbarColor;
}

/** One global snackbar; setting content shows it again (even the same text) and restarts its timer. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown | null>(null);

  const show = useCallback((content: SnackbarContent = {}) => {
    // A fresh object each time, so the timer effect restarts for repeated content.
    setShown({ message: content.message ?? null, color: content.color ?? 'error' });
  }, []);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), SNACKBAR_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  return (
    <SnackbarContext.Provider value={show}>
      {children}
      {shown && (
        <div
          data-testid="snackbar"
          data-color={shown.color}
          role={shown.color === 'error' ? 'alert' : 'status'}
          className={classes.snackbar}
        >
          {shown.message ?? t('errors.default')}
        </div>
      )}
    </SnackbarContext.Provider>
  );
}
