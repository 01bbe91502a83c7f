"""Signed webhooks for integrations (scorekeeping, analytics): a tenant registers endpoints
and event types; the sessions it owns emit events; a background dispatcher per worker process
delivers them, signed, retried with exponential backoff, listed with their status.

- settings.py: the knobs (`WEBHOOK_*`), store.py: the Redis layout and its scripts,
  service.py: endpoints for the API and the emission hooks, events.py: the bodies (public
  data only), dispatcher.py: the thread, delivery.py: one HTTP attempt, signing.py: secrets
  and signatures, urls.py: which URLs and addresses are allowed.

docs/webhooks.md is the guide for receivers (payloads, signature recipe, retries, de-dup).
"""

from .settings import WebhookSettings

__all__ = ["WebhookSettings"]
