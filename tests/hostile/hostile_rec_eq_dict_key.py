class K:
    def __hash__(self):
        return 1
    def __eq__(self, other):
        return {self: 1} == {other: 1}
d = {K(): 1}
print(K() in d)
