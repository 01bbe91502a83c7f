"""The tenant-name rule, on its own: a tenant's name becomes part of Redis keys, so the request
path (service/tenants.py), the webhooks and the command lines (service/keys.py,
service/lifecycle.py) must check it the same way, and this module lets them share the one
rule without importing each other."""

from __future__ import annotations

import re
from typing import Any

TENANT_RE = re.compile(r"[a-z0-9][a-z0-9_-]{0,39}")


def valid_tenant(name: Any) -> bool:
    return isinstance(name, str) and TENANT_RE.fullmatch(name) is not None
