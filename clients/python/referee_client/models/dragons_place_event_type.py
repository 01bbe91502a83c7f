from enum import StrEnum

class DragonsPlaceEventType(StrEnum):
    AUTO_PLACE = "auto_place"
    PLACE = "place"

    def __str__(self) -> str:
        return str(self.value)
