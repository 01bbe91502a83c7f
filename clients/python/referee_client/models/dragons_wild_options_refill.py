from enum import StrEnum

class DragonsWildOptionsRefill(StrEnum):
    IMMEDIATE = "immediate"
    ON_DEMAND = "on_demand"

    def __str__(self) -> str:
        return str(self.value)
