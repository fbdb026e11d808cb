class Net:
    def __init__(self):
        self.hidden = 4
    def forward(self, x):
        return x * self.hiden
n = Net()
try:
    n.forward(2)
except AttributeError as e:
    print('AttributeError', e)
try:
    n.missing_method()
except AttributeError as e:
    print('AttributeError', e)
try:
    Net.nothing
except AttributeError as e:
    print('AttributeError', e)
class WithGetattr:
    def __init__(self):
        self.real = 1
    def __getattr__(self, name):
        return f'virtual {name}'
w = WithGetattr()
print(w.real, w.fake, getattr(w, 'other'))
class Sub(Net):
    def __init__(self):
        super().__init__()
        self.extra = True
s = Sub()
print(s.hidden, s.extra, sorted(vars(s)))
try:
    s.forward(1)
except AttributeError as e:
    print('AttributeError', e)
try:
    (1).foo
except AttributeError as e:
    print('AttributeError', e)
try:
    [].push(1)
except AttributeError as e:
    print('AttributeError', e)
import math
try:
    math.tau2
except AttributeError as e:
    print('AttributeError', e)
