class AppError(Exception):
    pass


class ConfigError(AppError):
    def __init__(self, key, reason="missing"):
        super().__init__(f"{key}: {reason}")
        self.key = key
        self.reason = reason


class Quiet(AppError):
    def __init__(self, code):
        self.code = code


class Pretty(Exception):
    def __str__(self):
        return "pretty!" + str(len(self.args))


try:
    raise ConfigError("lr")
except AppError as e:
    print(type(e).__name__, e, e.args, e.key, e.reason, repr(e))
q = Quiet(3)
print(repr(q), str(q), q.args, q.code)
print(repr(Pretty(1, 2)), str(Pretty()))
print(isinstance(ConfigError("a"), Exception), ConfigError.__mro__)
e = AppError("x")
e.extra = 5
print(e.extra, e.__dict__)


class WithRepr(ValueError):
    def __repr__(self):
        return "<WithRepr>"


print(repr(WithRepr("m")), str(WithRepr("m")))
try:
    raise Quiet(7)
except Quiet as e:
    print("code", e.code)
