import ast
for s in ["1", "-2.5", "+3", "0x1f", "1_000", "1e3", "2j", "1+2j", "-1-2j", "'a' 'b'", '"""x\\ny"""', "b'\\x00ab'", "r'\\n'",
          "[1, 2, (3, 4)]", "(1,)", "()", "1, 2", "{'a': [1, {2}], 3: None}", "{}", "set()", "{1, 2}", "True", "None",
          "  [1,\n 2]", "'\\u00e9\\t'", "[1, 2,]", "{'k': -0.5,}", "((1, 2), [3])"]:
    v = ast.literal_eval(s)
    print(repr(s), repr(v), type(v).__name__)
for s in ["x", "1 + 1", "f(1)", "[1, x]", "f'a'", "2 + 'a'"]:
    try:
        ast.literal_eval(s)
    except ValueError as e:
        print(repr(s), type(e).__name__)
for s in ["[1, 2", "1 +", "'abc"]:
    try:
        ast.literal_eval(s)
    except SyntaxError as e:
        print(repr(s), type(e).__name__)
