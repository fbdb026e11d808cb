# dabeaz/python-cookbook, src/7/functions_with_default_arguments/example.py, commit 6e46b78e5644b3e5bf7426d900e2203b7cc630da, no license file (code samples of the Python Cookbook, 3rd edition).
# Examples of a function with default arguments

# (a) Dangers of using a mutable default argument

def spam(b=[]):
    return b

a = spam()
print(a)
a.append(1)
a.append(2)
b = spam()
print(b)       #  Carefully observe result
print('-'*10)

# (b) Better alternative for mutable defaults
def spam(b=None):
    if b is None:
        b = []
    return b

a = spam()
print(a)
a.append(1)
a.append(2)
b = spam()
print(b)
print('-'*10)

# (c) Example of testing if an argument was supplied or not

_no_value = object()
def spam(b=_no_value):
    if b is _no_value:
        print("No b value supplied")
    else:
        print("b=", b)

spam()
spam(None)
spam(0)
spam([])
