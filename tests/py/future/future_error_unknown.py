from __future__ import annotations, generators_please

print("never")
