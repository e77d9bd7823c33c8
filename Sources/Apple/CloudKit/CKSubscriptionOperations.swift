// Saving, deleting and fetching subscriptions (`CKModifySubscriptionsOperation`,
// `CKFetchSubscriptionsOperation`). Signed out of iCloud, each subscription's blocks get
// `CKError(.notAuthenticated)`, then the completion blocks do.
import Foundation

/// An operation that saves and deletes subscriptions.
open class CKModifySubscriptionsOperation: CKDatabaseOperation, @unchecked Sendable {
    /// The subscriptions to save.
    open var subscriptionsToSave: [CKSubscription]?
    /// The IDs of the subscriptions to delete.
    open var subscriptionIDsToDelete: [CKSubscription.ID]?
    /// Called for each subscription to save: the saved subscription, or why it was not saved.
    open var perSubscriptionSaveBlock: ((CKSubscription.ID, Result<CKSubscription, any Error>) -> Void)?
    /// Called for each subscription to delete: success, or why it was not deleted.
    open var perSubscriptionDeleteBlock: ((CKSubscription.ID, Result<Void, any Error>) -> Void)?
    /// Called last: success, or the error that ended the operation.
    open var modifySubscriptionsResultBlock: ((Result<Void, any Error>) -> Void)?
    /// Called last, the pre-iOS 15 way: the saved subscriptions, the deleted IDs, and the error.
    open var modifySubscriptionsCompletionBlock: (([CKSubscription]?, [CKSubscription.ID]?, (any Error)?) -> Void)?

    /// An operation with nothing to save or delete yet.
    public override init() { super.init() }

    /// An operation that saves some subscriptions and deletes others.
    /// - Parameters:
    ///   - subscriptionsToSave: The subscriptions to save.
    ///   - subscriptionIDsToDelete: The IDs of the subscriptions to delete.
    public convenience init(subscriptionsToSave: [CKSubscription]?, subscriptionIDsToDelete: [CKSubscription.ID]?) {
        self.init()
        self.subscriptionsToSave = subscriptionsToSave
        self.subscriptionIDsToDelete = subscriptionIDsToDelete
    }

    override func end(with error: CKError) {
        for subscription in subscriptionsToSave ?? [] {
            perSubscriptionSaveBlock?(subscription.subscriptionID, .failure(error))
        }
        for id in subscriptionIDsToDelete ?? [] {
            perSubscriptionDeleteBlock?(id, .failure(error))
        }
        modifySubscriptionsResultBlock?(.failure(error))
        modifySubscriptionsCompletionBlock?(nil, nil, error)
    }
}

/// An operation that fetches subscriptions, by ID or all of them.
open class CKFetchSubscriptionsOperation: CKDatabaseOperation, @unchecked Sendable {
    /// The IDs of the subscriptions to fetch (nil with `fetchAllSubscriptionsOperation()`).
    open var subscriptionIDs: [CKSubscription.ID]?
    /// Called for each subscription: the subscription, or why it was not fetched.
    open var perSubscriptionResultBlock: ((CKSubscription.ID, Result<CKSubscription, any Error>) -> Void)?
    /// Called last: success, or the error that ended the operation.
    open var fetchSubscriptionsResultBlock: ((Result<Void, any Error>) -> Void)?
    /// Called last, the pre-iOS 15 way: the subscriptions by ID (nil on failure), and the error.
    open var fetchSubscriptionCompletionBlock: (([CKSubscription.ID: CKSubscription]?, (any Error)?) -> Void)?

    /// An operation with no subscriptions to fetch yet.
    public required override init() { super.init() }

    /// An operation that fetches the subscriptions with some IDs.
    /// - Parameter subscriptionIDs: The IDs.
    public convenience init(subscriptionIDs: [CKSubscription.ID]) {
        self.init()
        self.subscriptionIDs = subscriptionIDs
    }

    /// An operation that fetches all the database's subscriptions.
    /// - Returns: The operation.
    open class func fetchAllSubscriptionsOperation() -> Self { self.init() }

    override func end(with error: CKError) {
        for id in subscriptionIDs ?? [] {
            perSubscriptionResultBlock?(id, .failure(error))
        }
        fetchSubscriptionsResultBlock?(.failure(error))
        fetchSubscriptionCompletionBlock?(nil, error)
    }
}
