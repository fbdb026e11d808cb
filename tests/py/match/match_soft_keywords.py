match = [1, 2, 3]
case = "c"
_ = "underscore"
type = "t"
print(match, case, _, type)
match[0] = 9
print(match)


def match(x):
    return x * 2


print(match(4))
match = {"case": 1}
match match:
    case {"case": case}:
        print("case is", case)
print(_)


class C:
    match = 1
    case = 2


print(C.match, C.case)
