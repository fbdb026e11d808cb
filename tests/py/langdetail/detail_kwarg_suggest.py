def f(alpha, beta=2, *, gamma=3):
    return alpha + beta + gamma


class Layer:
    def __init__(self, in_features, out_features, bias=True):
        self.bias = bias

    def forward(self, inputs, mask=None):
        return inputs

    @staticmethod
    def build(width):
        return width

    @classmethod
    def make(cls, depth):
        return depth


def posonly(a, /, bb, *, cc):
    pass


def kwargs_ok(**kw):
    return kw


calls = [
    lambda: f(1, bta=2),
    lambda: f(1, gama=3),
    lambda: f(1, zzzzzz=3),
    lambda: Layer(3, 4, biass=False),
    lambda: Layer(in_feature=3, out_features=4),
    lambda: Layer(3, 4).forward(1, msk=2),
    lambda: Layer.build(widht=3),
    lambda: Layer.make(dept=3),
    lambda: posonly(1, 2, ccc=3),
    lambda: posonly(1, 2, a=3),
    lambda: print(1, sepp=" "),
    lambda: print(1, ennd=""),
    lambda: min([1], kee=len),
    lambda: max([1], defalt=0),
    lambda: [3, 1].sort(revers=True),
    lambda: sorted([1], kez=len),
    lambda: int("1", bas=2),
    lambda: zip([], strit=True),
    lambda: "a b".split(sepp=" "),
    lambda: (lambda x, y: 0)(1, yy=2),
]
for c in calls:
    try:
        c()
        print("no error")
    except TypeError as e:
        print(e)
print(kwargs_ok(anything=1))
