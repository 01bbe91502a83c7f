from enum import StrEnum

class RedDragonOptionsMixOpeningSubset(StrEnum):
    ALL_OF_RANK = "all_of_rank"
    ANY_SUBSET = "any_subset"

    def __str__(self) -> str:
        return str(self.value)
