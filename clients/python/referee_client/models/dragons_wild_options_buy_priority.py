from enum import StrEnum

class DragonsWildOptionsBuyPriority(StrEnum):
    FIRST_REQUEST = "first_request"
    SEAT_ORDER_FROM_ACTIVE_LEFT = "seat_order_from_active_left"

    def __str__(self) -> str:
        return str(self.value)
