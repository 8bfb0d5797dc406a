import { useMutation } from '@tanstack/react-query';
import { Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { fetchCallRecording } from '../api/get-call-recording';

/**
 * "Play voicemail": the recording is fetched with the token on the first click and played
 * from a blob URL, released when the row goes away.
 */
export const VoicemailPlayer = ({ callId, from }: { callId: string; from: string }) => {
  const [url, setUrl] = useState<string | null>(null);
  const load = useMutation({
    mutationFn: () => fetchCallRecording(callId),
    onSuccess: (blob) => setUrl(URL.createObjectURL(blob)),
  });
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  if (url)
    return (
      <audio
        controls
        autoPlay
        src={url}
        aria-label={`Voicemail from ${from}`}
        className="w-full max-w-sm"
      >
        <track kind="captions" />
      </audio>
    );
  return (
    <Button
      size="sm"
      variant="neutral"
      icon={<Play size={16} aria-hidden="true" />}
      aria-label={`Play voicemail from ${from}`}
      loading={load.isPending}
      onClick={() => load.mutate()}
    >
      Play voicemail
    </Button>
  );
};
