def inner():
    return 1 / 0


def outer():
    try:
        inner()
    except ZeroDivisionError as e:
        raise RuntimeError("wrapped failure") from e


try:
    outer()
except RuntimeError as e:
    print("caught", e)

try:
    {}["missing"]
except KeyError:
    try:
        int("nope")
    except ValueError as e:
        e.add_note("while parsing config")
        print(e.__notes__, type(e.__context__).__name__)


def main():
    try:
        [][1]
    except IndexError:
        raise ValueError("second")


main()
