import type { PermissionRow } from '@contract/access';
import { ACTIONS } from '@contract/acl';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/Checkbox';
import { cellChecked, cellKey, matrixCells, matrixSubjects, toggleCells } from '../utils/permission-matrix';

type Props = {
  permissions: readonly PermissionRow[];
  chosen: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
  disabled?: boolean;
};

/** The role dialog's subject × action grid of checkboxes, with 'select all'. */
export function PermissionMatrix({ permissions, chosen, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const cells = useMemo(() => matrixCells(permissions), [permissions]);
  const subjects = useMemo(() => matrixSubjects(cells), [cells]);
  const allIds = useMemo(() => permissions.map((p) => p.id), [permissions]);
  const allOn = cellChecked(chosen, allIds);

  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="mb-2 font-medium">{t('access.roles.permissions')}</legend>
      <div className="overflow-x-auto rounded border border-divider">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-divider bg-hover">
              <th scope="col" className="px-3 py-2 text-start font-medium">
                <Checkbox
                  label={t('access.roles.selectAll')}
                  checked={allOn}
                  onChange={(e) => onChange(toggleCells(chosen, allIds, e.target.checked))}
                />
              </th>
              {ACTIONS.map((action) => (
                <th key={action} scope="col" className="px-3 py-2 text-start font-medium">
                  {t(`access.actions.${action}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {subjects.map((subject) => (
              <tr key={subject} className="border-b border-divider last:border-b-0">
                <th scope="row" className="px-3 py-2 text-start font-normal">
                  {t(`access.subjects.${subject}`)}
                </th>
                {ACTIONS.map((action) => {
                  const ids = cells.get(cellKey(subject, action));
                  return (
                    <td key={action} className="px-3 py-2">
                      {ids && (
                        <Checkbox
                          label={
                            <span className="sr-only">
                              {t('access.roles.cell', {
                                action: t(`access.actions.${action}`),
                                subject: t(`access.subjects.${subject}`),
                              })}
                            </span>
                          }
                          checked={cellChecked(chosen, ids)}
                          onChange={(e) => onChange(toggleCells(chosen, ids, e.target.checked))}
                        />
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </fieldset>
  );
}
