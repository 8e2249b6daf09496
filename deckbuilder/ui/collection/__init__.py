"""The collection screen: the cards owned, completion per game and set, what each saved
deck lacks, and the wishlist and trade list exports."""
