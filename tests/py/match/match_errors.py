cases = [
    "match x:\n    case y:\n        pass\n    case 1:\n        pass",
    "match x:\n    case _:\n        pass\n    case 1:\n        pass",
    "match x:\n    case [a, a]:\n        pass",
    "match x:\n    case 1 | y:\n        pass",
    "match x:\n    case y | 1:\n        pass",
    "match x:\n    case [a] | [b]:\n        pass",
    "match x:\n    case [*a, *b]:\n        pass",
    "match x:\n    case {'a': 1, 'a': 2}:\n        pass",
    "match x:\n    case {f(): 1}:\n        pass",
    "match x:\n    case C(a=1, a=2):\n        pass",
    "match x:\n    case C(a=1, 2):\n        pass",
    "match x:\n    case f'x':\n        pass",
    "match x:\n    case 1 + 2:\n        pass",
    "match x:\n    case -x:\n        pass",
    "match x:\n    case a.b():\n        pass",
    "match x:\n    case {**rest, 'a': 1}:\n        pass",
    "match x:\n    case {**_}:\n        pass",
    "match x:\n    case _ as y:\n        pass",
    "match x:\n    case 1 as _:\n        pass",
    "match x:\n    case 1 as a.b:\n        pass",
    "match x:\n    case y if y > 0:\n        pass\n    case 1:\n        pass",
    "match x:\n    case (y):\n        pass\n    case 1:\n        pass",
    "match x:\n    case (y as z):\n        pass\n    case 1:\n        pass",
    "match x:\n    case y | _:\n        pass",
    "match x:\n    case 1:\n        pass\n    case (_):\n        pass",
    "match x:\ncase 1:\n    pass",
    "match x:\n    case 1\n        pass",
    "match x:\n    pass",
    "match x:\n    case *a:\n        pass",
    "match x:\n    case 1j:\n        pass",
    "match x:\n    case -1 - 2j:\n        pass",
    "match x:\n    case [a, {'k': a}]:\n        pass",
    "match x:\n    case (a, b) | (b, a):\n        pass",
    "match x:\n    case {'k': v, **v}:\n        pass",
    "match x:\n    case 1j + 2:\n        pass",
]
for src in cases:
    try:
        compile(src, "<case>", "exec")
        print("ok")
    except SyntaxError as e:
        print(type(e).__name__, e.msg, e.lineno, e.offset, e.end_lineno, e.end_offset)
