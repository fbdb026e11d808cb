"""doc"""
import math
from __future__ import annotations

print(math.pi)
