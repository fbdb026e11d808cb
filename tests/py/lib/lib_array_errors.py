# array: the C range-check messages per typecode and the errors of the list-like methods.
import array
for tc, v in [("I", 2**32), ("l", -2**63-1), ("L", 2**64), ("q", 2**63), ("q", -2**63-1), ("Q", -1), ("L", -1), ("i", -2**31-1), ("H", 65536), ("h", -40000)]:
    try: array.array(tc, [v])
    except Exception as e: print(tc, type(e).__name__, e)
for f in [lambda: array.array("i", [1]) + [1], lambda: array.array("i", [1]).extend("ab"), lambda: array.array("w", [1]), lambda: array.array("i", [1, 2]).pop(5), lambda: array.array("i").pop(), lambda: array.array("i", [1])[1:2].tolist(), lambda: array.array("i", [1,2,3,4])[::2], lambda: array.array("w", "hé"), lambda: array.array("w", "hé"), lambda: array.array("w", "ab").tobytes(), lambda: array.array("i", [1]).frombytes("x"), lambda: array.array("i", [1]) * -1, lambda: str(array.array("i",[1])), lambda: array.array("b", [1]).tounicode(), lambda: array.array("w", "xy").tounicode(), lambda: array.array("d", [1]).__setitem__(0, "a"), lambda: array.array("i", [1,2,3]).__delitem__(slice(0,2)), lambda: array.array("i", [1,2]).__setitem__(5, 1)]:
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__, e)
