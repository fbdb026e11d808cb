class D:
    __match_args__ = ("a", "b")
    a = 1
    b = 2


class E:
    __match_args__ = ["a"]
    a = 1


class NoArgs:
    pass


def attempt(code):
    try:
        exec(code, globals())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)


attempt("match D():\n    case D(1, 2, 3): pass")
attempt("match E():\n    case E(1): pass")
attempt("match D():\n    case D(1, a=1): pass")
attempt("match NoArgs():\n    case NoArgs(1): pass")
attempt("match 3:\n    case int(1, 2): pass")
attempt("match 3:\n    case len(1): pass")
attempt("x = 'k'\nmatch {'k': 1}:\n    case {x.upper: 1}: pass")
attempt("match {'a': 1}:\n    case {'a': 1, **r}: print('rest', r)")


class V:
    k = "a"
    j = "a"


attempt("match {'a': 1}:\n    case {V.k: 1, V.j: 1}: pass")
print("done")
