import operator


class Rec:
    def __init__(self, name, score):
        self.name = name
        self.score = score

    def shout(self, suffix="!"):
        return self.name.upper() + suffix


rs = [Rec("b", 2), Rec("a", 3), Rec("c", 1)]
print([r.name for r in sorted(rs, key=operator.attrgetter("score"))])
print(operator.attrgetter("name", "score")(rs[0]), list(map(operator.methodcaller("shout", "?"), rs)))
print(operator.add(Rec("x", 1).score, 2), operator.getitem([1, 2], 1), operator.eq(rs[0], rs[0]))
print(operator.itemgetter(1)([4, 5]), operator.not_(rs[0]), operator.truth(0))
