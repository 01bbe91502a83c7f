from enum import StrEnum

class OptionSpecTypeType0(StrEnum):
    BOOLEAN = "boolean"
    INTEGER = "integer"
    NULL = "null"
    STRING = "string"

    def __str__(self) -> str:
        return str(self.value)
