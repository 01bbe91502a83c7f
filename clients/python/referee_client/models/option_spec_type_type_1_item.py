from enum import StrEnum

class OptionSpecTypeType1Item(StrEnum):
    BOOLEAN = "boolean"
    INTEGER = "integer"
    NULL = "null"
    STRING = "string"

    def __str__(self) -> str:
        return str(self.value)
