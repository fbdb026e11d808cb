cases = [
    "from __future__ import braces",
    "from __future__ import nope",
    "from __future__ import division, nope",
    "from __future__ import *",
    "x = 1\nfrom __future__ import division",
    "import os\nfrom __future__ import nope",
    "def f():\n    from __future__ import division\n",
    "'''doc'''\nfrom __future__ import division\nfrom __future__ import annotations\nprint('fine')",
    "'''doc'''\n'''second'''\nfrom __future__ import division",
    "from __future__ import division\nimport sys\nfrom __future__ import print_function",
    "from __future__ import division; from __future__ import annotations; x = 1",
    "from __future__ import barry_as_FLUFL\nprint('imported')",
]
for src in cases:
    try:
        exec(compile(src, "<case>", "exec"), {})
        print("ok")
    except SyntaxError as e:
        print(type(e).__name__, e, e.lineno, e.offset, e.end_lineno, e.end_offset)
