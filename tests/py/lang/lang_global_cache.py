def use_len(x):
    return len(x)

print(use_len([1, 2]))

def len(x):
    return 'shadowed'

print(use_len([1, 2]))
del len
print(use_len([1, 2, 3]))

value = 1
def read():
    return value

print(read())
value = 2
print(read())
globals()['value'] = 3
print(read())
del value
try:
    read()
except NameError as e:
    print('NameError', e)
value = 'back'
print(read())

import builtins
orig = builtins.abs
def call_abs():
    return abs(-3)
print(call_abs())
builtins.abs = lambda v: 'patched'
print(call_abs())
builtins.abs = orig
print(call_abs())

def counter():
    global count
    count += 1
    return count

count = 0
print([counter() for _ in range(5)], count)
