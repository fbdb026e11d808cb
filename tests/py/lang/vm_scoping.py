x = 'global'
def f():
    print(x)
f()
def g():
    try:
        print(x)
    except UnboundLocalError as e:
        print(e)
    x = 'local'
g()
def h():
    global newg
    newg = 5
h(); print(newg)
class C:
    x = 'class'
    def m(self):
        return x
    y = [x for _ in range(1)]
print(C().m(), C.y)
try:
    print(undefined_thing)
except NameError as e:
    print(e)
