# karpathy/nn-zero-to-hero (MIT) @ 73c3fcc741f0ec104ca850b1fb0df90e7e8d4cde, lectures/micrograd/micrograd_lecture_first_half_roughly.ipynb: the code cells in order, verbatim;
# Adapted: plots commented out ("# (plot)"), cells that read files or need other packages left out; seeded
# random data in place of the data sets (stand-ins marked); epochs/steps cut to a few, losses printed to 4 decimals.
# dropped cells (plots, downloads, third-party packages): 8.
# a cell's last bare expression is shown as the notebook shows it (_show: repr, None not shown).
def _show(*v):
    v = v[0] if len(v) == 1 else v
    if v is not None:
        r = repr(v)
        print(r.split(' at 0x')[0] + '>' if ' at 0x' in r else r)  # no addresses
import torch, random  # driver: seeds
torch.manual_seed(0)
random.seed(0)
# ---- cell 0
import math
import numpy as np
np.random.seed(0)  # driver: seed
# ---- cell 1
def f(x):
  return 3*x**2 - 4*x + 5
# ---- cell 2
_show(f(3.0))
# ---- cell 3
xs = np.arange(-5, 5, 0.25)
ys = f(xs)
# (plot) _show(plt.plot(xs, ys))
# ---- cell 4
h = 0.000001
x = 2/3
_show((f(x + h) - f(x))/h)
# ---- cell 5
# les get more complex
a = 2.0
b = -3.0
c = 10.0
d = a*b + c
print(d)
# ---- cell 6
h = 0.0001

# inputs
a = 2.0
b = -3.0
c = 10.0

d1 = a*b + c
c += h
d2 = a*b + c

print('d1', d1)
print('d2', d2)
print('slope', (d2 - d1)/h)
# ---- cell 7
class Value:
  
  def __init__(self, data, _children=(), _op='', label=''):
    self.data = data
    self.grad = 0.0
    self._backward = lambda: None
    self._prev = set(_children)
    self._op = _op
    self.label = label

  def __repr__(self):
    return f"Value(data={self.data})"
  
  def __add__(self, other):
    out = Value(self.data + other.data, (self, other), '+')
    
    def _backward():
      self.grad += 1.0 * out.grad
      other.grad += 1.0 * out.grad
    out._backward = _backward
    
    return out

  def __mul__(self, other):
    out = Value(self.data * other.data, (self, other), '*')
    
    def _backward():
      self.grad += other.data * out.grad
      other.grad += self.data * out.grad
    out._backward = _backward
      
    return out
  
  def tanh(self):
    x = self.data
    t = (math.exp(2*x) - 1)/(math.exp(2*x) + 1)
    out = Value(t, (self, ), 'tanh')
    
    def _backward():
      self.grad += (1 - t**2) * out.grad
    out._backward = _backward
    
    return out
  
  def backward(self):
    
    topo = []
    visited = set()
    def build_topo(v):
      if v not in visited:
        visited.add(v)
        for child in v._prev:
          build_topo(child)
        topo.append(v)
    build_topo(self)
    
    self.grad = 1.0
    for node in reversed(topo):
      node._backward()


a = Value(2.0, label='a')
b = Value(-3.0, label='b')
c = Value(10.0, label='c')
e = a*b; e.label = 'e'
d = e + c; d.label = 'd'
f = Value(-2.0, label='f')
L = d * f; L.label = 'L'
_show(L)
# ---- cell 9
# (plot) _show(draw_dot(L))
# ---- cell 10
a.data += 0.01 * a.grad
b.data += 0.01 * b.grad
c.data += 0.01 * c.grad
f.data += 0.01 * f.grad

e = a * b
d = e + c
L = d * f

print(L.data)
# ---- cell 11
def lol():
  
  h = 0.001
  
  a = Value(2.0, label='a')
  b = Value(-3.0, label='b')
  c = Value(10.0, label='c')
  e = a*b; e.label = 'e'
  d = e + c; d.label = 'd'
  f = Value(-2.0, label='f')
  L = d * f; L.label = 'L'
  L1 = L.data
  
  a = Value(2.0, label='a')
  b = Value(-3.0, label='b')
  b.data += h
  c = Value(10.0, label='c')
  e = a*b; e.label = 'e'
  d = e + c; d.label = 'd'
  f = Value(-2.0, label='f')
  L = d * f; L.label = 'L'
  L2 = L.data
  
  print((L2 - L1)/h)
  
_show(lol())
# ---- cell 12
# (plot) plt.plot(np.arange(-5,5,0.2), np.tanh(np.arange(-5,5,0.2))); _show(plt.grid());
# ---- cell 13
# inputs x1,x2
x1 = Value(2.0, label='x1')
x2 = Value(0.0, label='x2')
# weights w1,w2
w1 = Value(-3.0, label='w1')
w2 = Value(1.0, label='w2')
# bias of the neuron
b = Value(6.8813735870195432, label='b')
# x1*w1 + x2*w2 + b
x1w1 = x1*w1; x1w1.label = 'x1*w1'
x2w2 = x2*w2; x2w2.label = 'x2*w2'
x1w1x2w2 = x1w1 + x2w2; x1w1x2w2.label = 'x1*w1 + x2*w2'
n = x1w1x2w2 + b; n.label = 'n'
o = n.tanh(); o.label = 'o'
# ---- cell 14
# (plot) _show(draw_dot(o))
# ---- cell 15
_show(o.backward())
# ---- cell 16
topo = []
visited = set()
def build_topo(v):
  if v not in visited:
    visited.add(v)
    for child in v._prev:
      build_topo(child)
    topo.append(v)
build_topo(o)
_show(len(topo))  # driver: the order follows set iteration over objects (addresses)
# ---- cell 17
o.grad = 1.0
# ---- cell 18
_show(o._backward())
# ---- cell 19
_show(n._backward())
# ---- cell 20
_show(b._backward())
# ---- cell 21
_show(x1w1x2w2._backward())
# ---- cell 22
x2w2._backward()
_show(x1w1._backward())
# ---- cell 23
x1.grad = w1.data * x1w1.grad
w1.grad = x1.data * x1w1.grad
# ---- cell 24
x2.grad = w2.data * x2w2.grad
w2.grad = x2.data * x2w2.grad
# ---- cell 25
x1w1.grad = 0.5
x2w2.grad = 0.5
# ---- cell 26
x1w1x2w2.grad = 0.5
b.grad = 0.5
# ---- cell 27
n.grad = 0.5
# ---- cell 28
o.grad = 1.0
# ---- cell 29
_show(1 - o.data**2)
# ---- cell 30
# o = tanh(n)
# do/dn = 1 - o**2
# ---- cell 31
a = Value(3.0, label='a')
b = a + a   ; b.label = 'b'
b.backward()
# (plot) _show(draw_dot(b))
# ---- cell 32
a = Value(-2.0, label='a')
b = Value(3.0, label='b')
d = a * b    ; d.label = 'd'
e = a + b    ; e.label = 'e'
f = d * e    ; f.label = 'f'

f.backward()

# (plot) _show(draw_dot(f))
