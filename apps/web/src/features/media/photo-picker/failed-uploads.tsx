import Alert from '@mui/material/Alert';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import type { PickerItem } from './picker-state';

export interface FailedUploadsProps {
  items: readonly PickerItem[];
  onRetry: (key: string) => void;
  onRemove?: (key: string) => void;
}

/** The failed uploads with their kept error and a "Reintentar" button each. */
export function FailedUploads({ items, onRetry, onRemove }: FailedUploadsProps) {
  const failed = items.filter((item) => item.status === 'failed');
  if (failed.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {failed.map((item) => (
        <Alert
          key={item.key}
          severity="error"
          variant="outlined"
          sx={{ py: 0, alignItems: 'center', '& .MuiAlert-message': { minWidth: 0 } }}
          action={
            <Box sx={{ display: 'flex', gap: 0.5 }}>
              <Button size="small" color="inherit" onClick={() => onRetry(item.key)}>
                Reintentar
              </Button>
              {onRemove ? (
                <Button size="small" color="inherit" onClick={() => onRemove(item.key)}>
                  Quitar
                </Button>
              ) : null}
            </Box>
          }
        >
          <Box component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {item.filename}
          </Box>
          {': '}
          {item.error}
        </Alert>
      ))}
    </Box>
  );
}
