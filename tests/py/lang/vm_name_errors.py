def f():
    return undefined_var
try:
    f()
except NameError as e:
    print(e)
try:
    prnt('x')
except NameError as e:
    print(e)
