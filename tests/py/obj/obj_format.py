class Money:
    def __init__(self, v):
        self.v = v

    def __format__(self, spec):
        if spec == "":
            return f"${self.v}"
        return f"${self.v:{spec}}"

    def __str__(self):
        return "money"


m = Money(3.14159)
print(format(m), format(m, ".2f"), f"{m}", f"{m:.1f}", "{:.3f}".format(m), str(m))


class Plain:
    def __str__(self):
        return "plain"


print(format(Plain()), f"{Plain()}", f"{Plain()!s:>8}|")
try:
    format(Plain(), "x")
except TypeError as e:
    print("TypeError:", e)
try:
    f"{object():>5}"
except TypeError as e:
    print("TypeError:", e)
print(object.__format__(Plain(), ""))
