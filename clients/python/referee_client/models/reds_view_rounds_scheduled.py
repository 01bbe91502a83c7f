from enum import IntEnum

class RedsViewRoundsScheduled(IntEnum):
    VALUE_5 = 5
    VALUE_9 = 9

    def __str__(self) -> str:
        return str(self.value)
