-- Whether the slip's recipient has an NPWP. Since PMK 112/2022 a resident's NIK serves as their
-- NPWP, so the 100%-higher rate (UU PPh art. 23(1a), 22(3)) depends on this fact, not on the
-- identity being typed as a NIK. Slips made before took every NIK recipient as unregistered and
-- were computed that way; they keep that meaning so their stored figures stay explained.
ALTER TABLE bupot ADD COLUMN recipient_has_npwp boolean NOT NULL DEFAULT true;
UPDATE bupot SET recipient_has_npwp = false WHERE recipient_type = 'NIK' AND higher_rate;
