def describe(x):
    match x:
        case 0:
            return "zero"
        case 1 | 2 | 3:
            return "small"
        case -1:
            return "minus one"
        case 2.5:
            return "two and a half"
        case 1 + 2j:
            return "complex"
        case "hello" "world":
            return "greeting"
        case b"raw":
            return "bytes"
        case None:
            return "none"
        case True:
            return "true"
        case False:
            return "false"
        case _:
            return "other"


for v in [0, 1, 3, -1, 2.5, 1 + 2j, "helloworld", b"raw", None, True, False, 0.0, 1.0, "x", [], 7]:
    print(repr(v), describe(v))
