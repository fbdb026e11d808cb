class Stack(list):
    def push(self, x):
        self.append(x)
        return self

    def peek(self):
        return self[-1]

    def __repr__(self):
        return "Stack(" + super().__repr__() + ")"


s = Stack()
s.push(1).push(2).push(3)
print(s, len(s), s.peek(), s.pop(), s)
print(isinstance(s, list), type(s).__name__, s == [1, 2], [1, 2] == s)
s.extend([7, 8])
print(s, list(s), s[1:3], type(s[1:3]).__name__, sorted(s, reverse=True))
s.name = "mystack"
print(s.name)


class Logged(list):
    def append(self, x):
        print("append", x)
        super().append(x)

    def __setitem__(self, i, v):
        print("set", i, v)
        list.__setitem__(self, i, v)

    def __getitem__(self, i):
        v = super().__getitem__(i)
        return v * 10 if isinstance(i, int) else v


g = Logged([1, 2])
g.append(3)
g[0] = 5
print(g[0], g[2], list(g), len(g))
for v in g:
    print("iter", v)
print(Logged.__mro__)
