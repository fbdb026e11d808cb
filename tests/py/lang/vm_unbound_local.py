n = 0
def bump():
    n += 1
try:
    bump()
except UnboundLocalError as e:
    print(e)
def free():
    def inner(): return v
    r = None
    try:
        r = inner()
    except NameError as e:
        r = str(e)
    v = 1
    return r
print(free())
