# TheAlgorithms/Python, backtracking/crossword_puzzle_solver.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
# https://www.geeksforgeeks.org/solve-crossword-puzzle/


def is_valid(
    puzzle: list[list[str]], word: str, row: int, col: int, vertical: bool
) -> bool:
    """
    Check if a word can be placed at the given position.

    >>> puzzle = [
    ...     ['', '', '', ''],
    ...     ['', '', '', ''],
    ...     ['', '', '', ''],
    ...     ['', '', '', '']
    ... ]
    >>> is_valid(puzzle, 'word', 0, 0, True)
    True
    >>> puzzle = [
    ...     ['', '', '', ''],
    ...     ['', '', '', ''],
    ...     ['', '', '', ''],
    ...     ['', '', '', '']
    ... ]
    >>> is_valid(puzzle, 'word', 0, 0, False)
    True
    """
    for i in range(len(word)):
        if vertical:
            if row + i >= len(puzzle) or puzzle[row + i][col] != "":
                return False
        elif col + i >= len(puzzle[0]) or puzzle[row][col + i] != "":
            return False
    return True


def place_word(
    puzzle: list[list[str]], word: str, row: int, col: int, vertical: bool
) -> None:
    """
    Place a word at the given position.

    >>> puzzle = [
    ...     ['', '', '', ''],
    ...     ['', '', '', ''],
    ...     ['', '', '', ''],
    ...     ['', '', '', '']
    ... ]
    >>> place_word(puzzle, 'word', 0, 0, True)
    >>> puzzle
    [['w', '', '', ''], ['o', '', '', ''], ['r', '', '', ''], ['d', '', '', '']]
    """
    for i, char in enumerate(word):
        if vertical:
            puzzle[row + i][col] = char
        else:
            puzzle[row][col + i] = char


def remove_word(
    puzzle: list[list[str]], word: str, row: int, col: int, vertical: bool
) -> None:
    """
    Remove a word from the given position.

    >>> puzzle = [
    ...     ['w', '', '', ''],
    ...     ['o', '', '', ''],
    ...     ['r', '', '', ''],
    ...     ['d', '', '', '']
    ... ]
    >>> remove_word(puzzle, 'word', 0, 0, True)
    >>> puzzle
    [['', '', '', ''], ['', '', '', ''], ['', '', '', ''], ['', '', '', '']]
    """
    for i in range(len(word)):
        if vertical:
            puzzle[row + i][col] = ""
        else:
            puzzle[row][col + i] = ""


def solve_crossword(puzzle: list[list[str]], words: list[str]) -> bool:
    """
    Solve the crossword puzzle using backtracking.

    >>> puzzle = [
    ...     ['', '', '', ''],
    ...     ['', '', '', ''],
    ...     ['', '', '', ''],
    ...     ['', '', '', '']
    ... ]

    >>> words = ['word', 'four', 'more', 'last']
    >>> solve_crossword(puzzle, words)
    True
    >>> puzzle = [
    ...     ['', '', '', ''],
    ...     ['', '', '', ''],
    ...     ['', '', '', ''],
    ...     ['', '', '', '']
    ... ]
    >>> words = ['word', 'four', 'more', 'paragraphs']
    >>> solve_crossword(puzzle, words)
    False
    """
    for row in range(len(puzzle)):
        for col in range(len(puzzle[0])):
            if puzzle[row][col] == "":
                for word in words:
                    for vertical in [True, False]:
                        if is_valid(puzzle, word, row, col, vertical):
                            place_word(puzzle, word, row, col, vertical)
                            words.remove(word)
                            if solve_crossword(puzzle, words):
                                return True
                            words.append(word)
                            remove_word(puzzle, word, row, col, vertical)
                return False
    return True


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    puzzle = [
        ['', '', '', ''],
        ['', '', '', ''],
        ['', '', '', ''],
        ['', '', '', '']
    ]
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_valid(puzzle, 'word', 0, 0, True))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    puzzle = [
        ['', '', '', ''],
        ['', '', '', ''],
        ['', '', '', ''],
        ['', '', '', '']
    ]
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_valid(puzzle, 'word', 0, 0, False))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    puzzle = [
        ['', '', '', ''],
        ['', '', '', ''],
        ['', '', '', ''],
        ['', '', '', '']
    ]
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(place_word(puzzle, 'word', 0, 0, True))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(puzzle)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    puzzle = [
        ['w', '', '', ''],
        ['o', '', '', ''],
        ['r', '', '', ''],
        ['d', '', '', '']
    ]
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(remove_word(puzzle, 'word', 0, 0, True))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(puzzle)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    puzzle = [
        ['', '', '', ''],
        ['', '', '', ''],
        ['', '', '', ''],
        ['', '', '', '']
    ]
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    words = ['word', 'four', 'more', 'last']
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(solve_crossword(puzzle, words))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    puzzle = [
        ['', '', '', ''],
        ['', '', '', ''],
        ['', '', '', ''],
        ['', '', '', '']
    ]
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    words = ['word', 'four', 'more', 'paragraphs']
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(solve_crossword(puzzle, words))
except Exception as _e:
    print(type(_e).__name__, _e)
