class History(list):
    def last(self, n=1):
        return self[-n:]
h = History([1, 2])
h.append(3)
h += [4]
print(h, h.last(2), len(h), type(h).__name__, isinstance(h, list))
print(h[1:3], type(h[1:3]).__name__, h + [5], type(h + [5]).__name__)
class Stack(list):
    def push(self, x):
        self.append(x)
s = Stack()
s.push(1); s.push(2)
print(s.pop(), s)
