import { useQuery } from '@tanstack/react-query';
import { Info, Layers, Mail, MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import type { PublicConfig } from '../../../shared/api/auth';
import { PageSpinner } from '../../components/ui/spinner';
import { ProblemNotice } from '../research/ProblemNotice';
import { useOutbox } from './admin-queries';
import { formatDateTime } from './format';
import { LoadMore } from './LoadMore';
import { Segmented } from './Segmented';

type Channel = 'email' | 'sms' | '';

const CHANNELS = [
  { value: '', label: 'All', icon: Layers },
  { value: 'email', label: 'Email', icon: Mail },
  { value: 'sms', label: 'SMS', icon: MessageSquareText },
] as const;

/** Which channels leave the machine: those messages are sent for real and no longer kept here. */
function DeliveryNote() {
  const { data } = useQuery<PublicConfig>({ queryKey: ['/api/config'] });
  if (!data) return null;
  const sent = [data.messaging.email === 'smtp' ? 'email goes out through SMTP' : null, data.messaging.sms === 'twilio' ? 'SMS goes out through Twilio' : null].filter(Boolean);
  return (
    <p className="mt-3 flex items-start gap-2 text-sm text-ink-600">
      <Info className="mt-0.5 size-4 shrink-0 text-ink-400" aria-hidden />
      {sent.length === 0
        ? 'No email or SMS provider is configured, so every message the app sends is kept here instead (and printed in the server log).'
        : `On this server ${sent.join(' and ')}, so those messages are sent and not kept here; the rest are.`}
    </p>
  );
}

/** The messages the embedded messaging provider holds (email and SMS), newest first. */
export function OutboxTab() {
  const [channel, setChannel] = useState<Channel>('');
  const { messages, isPending, isError, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useOutbox(channel);

  return (
    <div>
      <Segmented label="Channel" options={CHANNELS} value={channel} onChange={setChannel} />
      <DeliveryNote />
      <div className="mt-5">
        {isPending ? (
          <PageSpinner />
        ) : isError ? (
          <ProblemNotice title="The outbox could not be loaded" error={error} onRetry={() => void refetch()} />
        ) : messages.length === 0 ? (
          <p className="rounded-xl border border-dashed border-ink-200 bg-white px-4 py-10 text-center text-ink-600">The outbox is empty.</p>
        ) : (
          <ul className="grid gap-3">
            {messages.map((message) => {
              const Icon = message.channel === 'email' ? Mail : MessageSquareText;
              return (
                <li key={message.id} className="rounded-2xl border border-ink-100 bg-white p-4 shadow-sm" data-testid="outbox-message">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <p className="flex min-w-0 items-center gap-2 font-medium text-ink-950">
                      <Icon className="size-4 shrink-0 text-ink-500" aria-label={message.channel === 'email' ? 'Email' : 'SMS'} />
                      <span className="truncate">{message.recipient}</span>
                    </p>
                    <time dateTime={message.createdAt} className="text-xs text-ink-500">{formatDateTime(message.createdAt)}</time>
                  </div>
                  {message.subject && <p className="mt-1 text-sm font-medium text-ink-800">{message.subject}</p>}
                  <p className="mt-2 text-sm break-words whitespace-pre-wrap text-ink-700">{message.body}</p>
                </li>
              );
            })}
          </ul>
        )}
        <LoadMore hasMore={Boolean(hasNextPage)} loading={isFetchingNextPage} onLoad={() => void fetchNextPage()} />
      </div>
    </div>
  );
}
