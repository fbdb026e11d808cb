class Config:
    base = 10
    double = base * 2
    names = [f"n{i}" for i in range(3)]
    table = {k: len(k) for k in ("a", "bb")}

    if base > 5:
        big = True
    else:
        big = False

    def get(self):
        return self.double


print(Config.double, Config.names, Config.table, Config.big, Config().get())
print(sorted(k for k in Config.__dict__ if not k.startswith("_")))
x = "global"


class Scope:
    x = "class"
    y = x + "!"

    def method(self):
        return x


print(Scope.y, Scope().method())
