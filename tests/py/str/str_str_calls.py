class P:
    def __repr__(self):
        return 'P()'
class Q:
    def __str__(self):
        return 'q-str'
    def __repr__(self):
        return 'q-repr'
class R:
    def __format__(self, spec):
        return 'R<' + spec + '>'
print(str(P()), repr(P()), str(Q()), repr(Q()), f"{Q()}", f"{Q()!r}", '%s %r' % (Q(), Q()))
print(format(R(), 'abc'), f"{R():xyz}", '{:hello}'.format(R()), '{}'.format(R()))
print(str(1), str(1.0), str(-0.0), str(True), str(None), str([1.5, 'a']), str((1,)), str({1: 'x'}))
print(repr(1), repr(1.0), repr('x'), repr([1.0, 'x']), repr(b'x'), str(b'x'))
print([str(x) for x in [0.1, 1e16, 1e-5, 2.5, 10.0, 1e100]])
