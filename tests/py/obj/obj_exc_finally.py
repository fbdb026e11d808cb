def g(x):
    try:
        if x:
            raise ValueError("boom")
        return "normal"
    except ValueError as e:
        return "handled " + str(e)
    finally:
        print("finally", x)


print(g(0), g(1))


def h():
    for i in range(3):
        try:
            if i == 1:
                continue
            if i == 2:
                break
        finally:
            print("cleanup", i)
    return i


print(h())
log = []
try:
    try:
        raise KeyError("a")
    finally:
        log.append("inner finally")
except KeyError as e:
    log.append("caught " + repr(e))
print(log)


def swallow():
    try:
        raise RuntimeError("lost")
    finally:
        return "finally wins"


print(swallow())
try:
    try:
        raise ValueError(1)
    except ValueError:
        raise TypeError(2)
    finally:
        print("outer finally")
except TypeError as e:
    print("got", repr(e), repr(e.__context__))
