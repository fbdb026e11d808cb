class WithContains:
    def __contains__(self, x):
        return x % 2 == 0


class WithIter:
    def __iter__(self):
        print("iterating")
        return iter([1, 2, 3])


class WithGetitem:
    def __getitem__(self, i):
        if i > 4:
            raise IndexError
        return i


print(4 in WithContains(), 3 in WithContains(), 3 not in WithContains())
print(2 in WithIter(), 7 in WithIter())
print(3 in WithGetitem(), 9 in WithGetitem())


class Truthy:
    def __contains__(self, x):
        return [x]


print(1 in Truthy())
try:
    1 in 5
except TypeError as e:
    print("TypeError:", e)
try:
    "a" in object()
except TypeError as e:
    print("TypeError:", e)
