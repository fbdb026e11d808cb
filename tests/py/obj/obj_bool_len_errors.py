class BadBool:
    def __bool__(self):
        return 1


class NegLen:
    def __len__(self):
        return -1


class StrLen:
    def __len__(self):
        return "3"


class BigLen:
    def __len__(self):
        return 2 ** 70


class FloatLen:
    def __len__(self):
        return 2.0


for cls in (BadBool, NegLen, StrLen, BigLen, FloatLen):
    try:
        print(bool(cls()))
    except Exception as e:
        print(cls.__name__, type(e).__name__ + ":", e)
for cls in (NegLen, StrLen, BigLen):
    try:
        print(len(cls()))
    except Exception as e:
        print(cls.__name__, type(e).__name__ + ":", e)


class Good:
    def __bool__(self):
        return False

    def __len__(self):
        return 5


print(bool(Good()), len(Good()), not Good())
try:
    len(5)
except TypeError as e:
    print("TypeError:", e)
