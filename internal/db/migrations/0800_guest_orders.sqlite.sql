-- My tickets gives a customer the orders bought as a guest with the account's e-mail
-- (checkout.claimGuestOrders): this finds them without reading every order.
CREATE INDEX orders_guest_email ON orders (buyer_email) WHERE customer_id IS NULL;
