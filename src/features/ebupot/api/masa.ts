import { type BupotMasaList, type BupotMasaStatus, EBUPOT_PATHS } from '@contract/ebupot';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { bupotKeys } from './bupot';

// SPT Masa states of a year: under the 'ebupot' key, so a report or a correction refreshes the list too.
const masaKey = (tahun: number) => [...bupotKeys.all, 'masa', tahun] as const;

export function useMasaStates(tahun: number | null | undefined) {
  return useQuery({
    queryKey: masaKey(tahun ?? 0),
    queryFn: ({ signal }) => api.get<BupotMasaList>(EBUPOT_PATHS.masaStates, { query: { tahun }, signal }),
    enabled: Boolean(tahun),
  });
}

type MasaAction = { masa: number; tahun: number; text: string };

export function useMasaAction(kind: 'report' | 'correction') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ masa, tahun, text }: MasaAction) =>
      kind === 'report'
        ? api.post<BupotMasaStatus>(EBUPOT_PATHS.masaReport, { masa, tahun, note: text || null })
        : api.post<BupotMasaStatus>(EBUPOT_PATHS.masaCorrection, { masa, tahun, reason: text }),
    onSuccess: () => client.invalidateQueries({ queryKey: bupotKeys.all }),
  });
}
